import { Component, type ReactNode } from 'react'

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode
  children?: ReactNode
}

/** Catches render errors of one page so the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError (error: Error) {
    return { error }
  }

  componentDidCatch (error: Error) {
    console.error('[page error]', error)
  }

  reset = () => this.setState({ error: null })

  render () {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
