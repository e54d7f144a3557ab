import { PendingPage } from '@/components/PendingPage'

export default function Page () {
  return <PendingPage />
}
