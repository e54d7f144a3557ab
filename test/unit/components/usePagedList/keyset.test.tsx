/**
 * usePagedList gives its fetch the id of the last row shown past page 1 (keyset paging, issue 19):
 * the module lists and the todo and done lists send it, so the server starts after that row instead
 * of skipping (page - 1) × pageSize rows, and a row handled meanwhile shifts nothing.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { usePagedList } from '@/components/usePagedList'

const rows = Array.from({ length: 5 }, (_, i) => ({ id: `r${i + 1}` }))
const fetch = jest.fn(async (page: number, pageSize: number, lastId?: string) => {
  const start = lastId ? rows.findIndex((r) => r.id === lastId) + 1 : (page - 1) * pageSize
  return { list: rows.slice(start, start + pageSize), total: rows.length }
})

let more: () => void = () => {}
function List () {
  const list = usePagedList(fetch, 'k', { pageSize: 2 })
  more = list.loadMore
  return <div>{list.items.map((i) => i.id).join(',')}</div>
}

const settle = async (run?: () => void) => {
  await act(async () => {
    run?.()
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

it('page 1 without a last row, then each next page after the last row shown', async () => {
  render(<List />)
  await settle()
  expect(fetch).toHaveBeenLastCalledWith(1, 2, undefined)
  await settle(() => more())
  expect(fetch).toHaveBeenLastCalledWith(2, 2, 'r2')
  await settle(() => more())
  expect(fetch).toHaveBeenLastCalledWith(3, 2, 'r4')
  expect(screen.getByText('r1,r2,r3,r4,r5')).toBeInTheDocument()
})
