// Mini-program: what Taro's app creator imports as 'react-dom' when the framework is Preact. Taro 4.2.1
// aliases it to preact/compat, whose version says 18.3.1 (to pass React's checks), so its runtime
// calls ReactDOM.createRoot, which preact/compat keeps in preact/compat/client: the app did not start
// (TypeError: createRoot is not a function). Here it is preact/compat with createRoot beside it.
import ReactDOM from 'preact/compat'
import { createRoot } from 'preact/compat/client'

export * from 'preact/compat'
export { createRoot }
export default Object.assign({}, ReactDOM, { createRoot })
