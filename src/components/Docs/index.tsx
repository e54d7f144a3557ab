/**
 * The document libraries' screens (core/docs.ts): a library by folder with search, and the PDF
 * viewer (H5: pdf.js draws the pages in the page; mini-program: WeChat's document viewer).
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { DocItem, DocLibrary } from '../../../types/api/docs'
import { getDocument, getLibrary, listDocuments } from '@/api/docs'
import { fileUrl } from '@/api/file'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { documentName, VIEWER_OF } from '@/core/docs'
import { fileSize, timeFormat } from '@/core/format'
import { nav, setPageTitle, type Query } from '@/platform/nav'
import { openPdfNative, showPdf } from '@/platform/pdf'
import { isH5 } from '@/platform/wechat'
import type { RoutePath } from '@/routes'
import './index.scss'

export interface DocLibraryProps {
  library: DocLibrary
  /** the folder to show first ('' or absent: every folder) */
  folderId?: string
  /** folders as cards opening this route (`?folderId=`), the documents under a search only */
  folderRoute?: RoutePath
}

/** A library: its folders (chips, or cards opening a folder's own screen), a search, and its documents. */
export function DocLibraryScreen ({ library, folderId: initialFolder = '', folderRoute }: DocLibraryProps) {
  const view = useRemote(() => getLibrary(library))
  const [folderId, setFolderId] = useState(initialFolder)
  const [keyword, setKeyword] = useState('')
  const cards = Boolean(folderRoute) && !keyword && !initialFolder
  const list = usePagedList<DocItem>((currentPage, pageSize) => (cards
    ? Promise.resolve({ list: [], total: 0 })
    : listDocuments(library, { folderId: folderId || undefined, keyword: keyword || undefined, currentPage, pageSize })), `${folderId}|${keyword}|${cards}`)
  const folders = view.data?.folders ?? []
  const folder = folders.find((f) => f.id === initialFolder)
  useEffect(() => { if (folder) setPageTitle(folder.name) }, [folder])
  const open = (d: DocItem) => { void nav.push(VIEWER_OF[library], { library, id: d.id } satisfies Query) }
  const groups = folderRoute || initialFolder ? [] : [{
    name: '文件夹', value: folderId || undefined, options: folders.map((f) => ({ text: `${f.name} ${f.count}`, value: f.id })),
    onChange: (v: number | string | undefined) => setFolderId(v === undefined ? '' : String(v))
  }]
  return (
    <View className='sf-docs'>
      <FilterBar placeholder='搜索文档名称、编号' onSearch={setKeyword} groups={groups} />
      {cards
        ? (
          <PageShell loading={view.loading} error={view.error} onRetry={() => { void view.refresh() }} empty={!view.loading && folders.length === 0} emptyText='暂无文件夹'>
            <View className='sf-docs__folders'>
              {folders.map((f) => (
                <View key={f.id} className='sf-docs__folder' role='button' aria-label={f.name}
                  onClick={() => { void nav.push(folderRoute!, { folderId: f.id }) }}>
                  <View className='sf-docs__folder-icon' />
                  <Text className='sf-docs__folder-name'>{f.name}</Text>
                  <Text className='sf-docs__folder-count'>{f.count} 份</Text>
                </View>
              ))}
            </View>
          </PageShell>
          )
        : (
          <PageShell {...listShell(list)} emptyText={keyword ? '没有找到相关文档' : '暂无文档'} onRefresh={list.reload}>
            {list.items.map((d) => <DocRow key={d.id} doc={d} showFolder={!folderId && !initialFolder} onClick={() => open(d)} />)}
            <ListFooter list={list} />
          </PageShell>
          )}
    </View>
  )
}

function DocRow ({ doc, showFolder, onClick }: { doc: DocItem, showFolder: boolean, onClick: () => void }) {
  return (
    <View className='sf-docs__row' role='button' aria-label={documentName(doc)} onClick={onClick}>
      <View className='sf-docs__badge'>PDF</View>
      <View className='sf-docs__main'>
        <Text className='sf-docs__title'>{doc.title}</Text>
        <Text className='sf-docs__meta'>
          {[doc.docNo, showFolder ? doc.folderName : '', doc.contractName, fileSize(doc.fileSize), timeFormat(doc.createdAt)].filter(Boolean).join(' · ')}
        </Text>
      </View>
    </View>
  )
}

const VIEW_AREA = 'sf-pdf-pages'

/** One document: on H5 its pages drawn in the page, page 1 first; in the mini-program opened in WeChat's viewer. */
export function PdfViewerScreen ({ library, id }: { library: DocLibrary | '', id: string }) {
  const doc = useRemote(() => (library && id ? getDocument(library, id) : Promise.reject(new Error('文档不存在或已删除'))))
  const [drawn, setDrawn] = useState({ n: 0, of: 0 })
  const [failed, setFailed] = useState('')
  const h5 = isH5()
  useEffect(() => {
    const d = doc.data
    if (!d) return
    setPageTitle(d.title)
    if (!h5) {
      openPdfNative(fileUrl(d.url), d.fileName).catch((e: Error) => setFailed(e.message || '文档打开失败'))
      return
    }
    let shown: { close: () => void } | null = null
    let gone = false
    showPdf(fileUrl(d.url), VIEW_AREA, (n, of) => { if (!gone) setDrawn({ n, of }) })
      .then((s) => { if (gone) s.close(); else shown = s })
      .catch((e: Error) => setFailed(e.message || '文档打开失败'))
    return () => { gone = true; shown?.close() }
  }, [doc.data, h5])
  const reopen = () => { setFailed(''); setDrawn({ n: 0, of: 0 }); void doc.refresh() }
  return (
    <PageShell loading={doc.loading} error={doc.error || failed} onRetry={reopen} className='sf-pdf'>
      {doc.data && (
        <View className='sf-pdf__head'>
          <Text className='sf-pdf__title'>{documentName(doc.data)}</Text>
          <Text className='sf-pdf__meta'>
            {[doc.data.folderName, doc.data.contractName, fileSize(doc.data.fileSize), drawn.of ? `共 ${drawn.of} 页` : ''].filter(Boolean).join(' · ')}
          </Text>
        </View>
      )}
      {h5
        ? <View id={VIEW_AREA} className='sf-pdf__pages' aria-label='文档页面' />
        : doc.data && (
          <View className='sf-pdf__native'>
            <Text className='sf-pdf__hint'>文档已在微信文档查看器中打开</Text>
            <Button type='primary' block onClick={reopen}>再次打开</Button>
          </View>
        )}
    </PageShell>
  )
}
