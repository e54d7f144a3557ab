/**
 * The pending-approval count beside 流程中心 (src/stores/flowCount.ts) is the signed-in user's: it
 * goes when the session ends (endSession, or a token error clearing the token), so the next user
 * never sees the last one's figure.
 */
import { resetTaro } from '../helpers/taro-server'
import { useSession, signedOut } from '@/stores/session'
import { useFlowCount } from '@/stores/flowCount'
import { endSession } from '@/stores/bootstrap'

jest.mock('@/platform/socket', () => ({
  imSocket: () => ({ connect: jest.fn(), close: jest.fn(), on: () => () => {}, onStatusChange: () => () => {} }),
  configureImSocket: jest.fn()
}))

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t' } as never)
  useFlowCount.setState({ todo: 4 })
})

describe('flow count', () => {
  it('is cleared by a logout (endSession)', () => {
    endSession()
    expect(useFlowCount.getState().todo).toBe(0)
  })

  it('is cleared when a token error clears the token', () => {
    useSession.setState({ token: '' })
    expect(useFlowCount.getState().todo).toBe(0)
  })

  it('stays while the session goes on (a project switch)', () => {
    useSession.setState({ token: 'bearer t2' })
    expect(useFlowCount.getState().todo).toBe(4)
  })
})
