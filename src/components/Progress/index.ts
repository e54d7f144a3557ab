import './index.scss'

export { ProgressBar } from './ProgressBar'
export { FigureCard } from './FigureCard'
export { FillSheet } from './FillSheet'
export { DayPanel } from './DayPanel'
export { useMenuTitle } from './useMenuTitle'
