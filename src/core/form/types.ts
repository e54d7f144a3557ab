/** Shared types of the form engine core. */
import type { FormField } from '../../../types/api/form'
import type { FormOperate } from '../../../types/api/workflow'
import type { FieldKind, KindRole } from './keys'

export type { FormOperate }

/** The formData of a form: field vModel → value; a child table's value is an array of row objects. */
export type FormData = Record<string, unknown>

/** What defaultCurrent fills from (API.md 5.4): the parts of CurrentUser's userInfo the form reads. */
export interface FormUser {
  userId?: string
  /** ids from the top unit down to the user's department (a comSelect value is such a path) */
  organizeIdList?: string[]
  organizeId?: string
  departmentId?: string
  positionId?: string
  roleIds?: string[]
  groupIds?: string[]
  signImg?: string
}

/** A field of the config with what the engine needs to know about it. */
export interface FieldNode {
  field: FormField
  kind: FieldKind
  role: KindRole
  /** `__vModel__`; '' for containers and display items */
  key: string
  /** id in workflow formOperates: the key, or `tableKey-key` inside a child table */
  operateId: string
  label: string
  /** set on the columns of a child table */
  tableKey?: string
  /** set on a child table: its columns */
  columns?: FieldNode[]
}

/** A field's state after visibility, workflow form operates and read-only mode. */
export interface FieldState {
  hidden: boolean
  disabled: boolean
  required: boolean
}

/** One validation failure. `path` is the key, or `tableKey.rowIndex.key` for a child-table cell. */
export interface FieldError {
  path: string
  message: string
}
