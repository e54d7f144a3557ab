import { Text } from '@tarojs/components'

/** A value shown as text; an empty value reads 无 so an empty row does not look broken. */
export function ReadonlyText ({ text }: { text: string }) {
  return <Text className={`sf-fe-text ${text ? '' : 'sf-fe-text--empty'}`}>{text || '无'}</Text>
}
