/** Which widget shows each kind of field, and how it is laid out. Containers are rendered by FieldList. */
import type { FieldKind } from '@/core/form'
import { AreaWidget } from './widgets/AreaWidget'
import { AttrWidget } from './widgets/AttrWidget'
import { AutoCompleteWidget } from './widgets/AutoCompleteWidget'
import { CalculateWidget } from './widgets/CalculateWidget'
import { CheckboxWidget } from './widgets/CheckboxWidget'
import { ChoiceWidget } from './widgets/ChoiceWidget'
import { ColorWidget } from './widgets/ColorWidget'
import { DateWidget } from './widgets/DateWidget'
import { DisplayWidget } from './widgets/DisplayWidget'
import { EditorWidget } from './widgets/EditorWidget'
import { InputWidget } from './widgets/InputWidget'
import { LocationWidget } from './widgets/LocationWidget'
import { NumberWidget } from './widgets/NumberWidget'
import { OrgWidget } from './widgets/OrgWidget'
import { RadioWidget } from './widgets/RadioWidget'
import { RangeWidget } from './widgets/RangeWidget'
import { RateWidget } from './widgets/RateWidget'
import { RelationWidget } from './widgets/RelationWidget'
import { SignWidget } from './widgets/SignWidget'
import { SliderWidget } from './widgets/SliderWidget'
import { SwitchWidget } from './widgets/SwitchWidget'
import { SystemWidget } from './widgets/SystemWidget'
import { TableWidget } from './widgets/TableWidget'
import { TextareaWidget } from './widgets/TextareaWidget'
import { TimeWidget } from './widgets/TimeWidget'
import { UnsupportedWidget } from './widgets/UnsupportedWidget'
import { UploadWidget } from './widgets/UploadWidget'
import type { WidgetEntry, WidgetLayout } from './widgets/types'

type ContainerKind = 'card' | 'row' | 'tab' | 'tabItem' | 'collapse' | 'collapseItem'

const inline = (Widget: WidgetEntry['Widget']): WidgetEntry => ({ Widget, layout: 'inline' })
const as = (layout: WidgetLayout, Widget: WidgetEntry['Widget']): WidgetEntry => ({ Widget, layout })
/** A wide control whose read-only value is a line of text. */
const wideControl = (Widget: WidgetEntry['Widget']): WidgetEntry => ({ Widget, layout: 'block', readonlyLayout: 'inline' })

/** Every kind that is not a container; the type makes a new kind without a widget a compile error. */
export const WIDGETS: Record<Exclude<FieldKind, ContainerKind>, WidgetEntry> = {
  input: inline(InputWidget),
  textarea: as('block', TextareaWidget),
  number: inline(NumberWidget),
  switch: inline(SwitchWidget),
  radio: wideControl(RadioWidget),
  checkbox: wideControl(CheckboxWidget),
  select: inline(ChoiceWidget),
  dictionary: inline(ChoiceWidget),
  cascader: inline(ChoiceWidget),
  treeSelect: inline(ChoiceWidget),
  date: inline(DateWidget),
  time: inline(TimeWidget),
  dateRange: wideControl(RangeWidget),
  timeRange: wideControl(RangeWidget),
  uploadImg: as('block', UploadWidget),
  uploadFile: as('block', UploadWidget),
  rate: inline(RateWidget),
  slider: wideControl(SliderWidget),
  color: as('block', ColorWidget),
  editor: as('block', EditorWidget),
  organize: inline(OrgWidget),
  department: inline(OrgWidget),
  position: inline(OrgWidget),
  user: inline(OrgWidget),
  users: inline(OrgWidget),
  role: inline(OrgWidget),
  group: inline(OrgWidget),
  area: inline(AreaWidget),
  relationForm: inline(RelationWidget),
  popupSelect: inline(RelationWidget),
  popupTableSelect: inline(RelationWidget),
  relationFormAttr: inline(AttrWidget),
  popupAttr: inline(AttrWidget),
  autoComplete: wideControl(AutoCompleteWidget),
  billRule: inline(SystemWidget),
  createUser: inline(SystemWidget),
  createTime: inline(SystemWidget),
  modifyUser: inline(SystemWidget),
  modifyTime: inline(SystemWidget),
  currOrganize: inline(SystemWidget),
  currDept: inline(SystemWidget),
  currPosition: inline(SystemWidget),
  calculate: inline(CalculateWidget),
  sign: as('block', SignWidget),
  location: as('block', LocationWidget),
  table: as('block', TableWidget),
  barcode: as('bare', DisplayWidget),
  qrcode: as('bare', DisplayWidget),
  button: as('bare', DisplayWidget),
  link: as('bare', DisplayWidget),
  alert: as('bare', DisplayWidget),
  groupTitle: as('bare', DisplayWidget),
  divider: as('bare', DisplayWidget),
  text: as('bare', DisplayWidget),
  unknown: as('bare', UnsupportedWidget)
}

export const widgetFor = (kind: FieldKind): WidgetEntry =>
  (WIDGETS as Partial<Record<FieldKind, WidgetEntry>>)[kind] ?? WIDGETS.unknown
