// H5: @tarojs/components in place of its React index (config/index.ts), for issue 12. Taro's index is
// one module holding the wrapper and web component of every component any page uses, and it loads
// with every page: the login screen carried ScrollView, Textarea, RichText, WebView and Image. Here
// the ones the app uses are modules of their own (the same wrapper lib/react/components.js builds),
// so each screen loads those it shows; the rest come from Taro's index as before.
export * from '@tarojs/components/lib/react/components.js'
export { View } from './view.js'
export { Text } from './text.js'
export { Input } from './input.js'
export { Button } from './button.js'
export { Image } from './image.js'
export { ScrollView } from './scroll-view.js'
export { Textarea } from './textarea.js'
export { RichText } from './rich-text.js'
export { WebView } from './web-view.js'
