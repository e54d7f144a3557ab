/** The handler's signature (hasSign): drawn on the pad, or the one saved in their profile. */
import { SignChoice, type SignChoiceProps } from '@/components/SignChoice'
import { Section } from './Section'

export type SignSectionProps = Pick<SignChoiceProps, 'signImg' | 'saved' | 'onSign'>

export function SignSection ({ signImg, saved, onSign }: SignSectionProps) {
  return (
    <Section title='签名' required>
      <SignChoice signImg={signImg} saved={saved} onSign={onSign} />
    </Section>
  )
}
