export interface Choice {
  id: string
  name: string
  /** shown beside the name, e.g. 当前 */
  description?: string
}

export interface ChoiceSheetProps<T extends Choice> {
  visible: boolean
  title: string
  options: T[]
  cancelText?: string
  onCancel: () => void
  onSelect: (choice: T) => void
}
