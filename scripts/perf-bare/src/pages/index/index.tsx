import { View, Text } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'

/** One screen of Taro's components and two NutUI ones: what any Taro + NutUI H5 page costs. */
export default function Index () {
  return (
    <View>
      <Text>工程现场协同管理</Text>
      <Cell title='单元格' />
      <Button type='primary'>按钮</Button>
    </View>
  )
}
