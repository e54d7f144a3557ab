/**
 * What the engine does outside itself: upload, pick images and files, choose a place, confirm and
 * tell the user. Pages get working defaults; tests (and screens with their own flow) pass others.
 */
import { uploadFile, type UploaderType } from '@/api/file'
import type { ChosenLocation, PickedFile, UploaderAnswer } from '@/core/form'
import { chooseLocation } from '@/platform/location'
import { chooseFiles, chooseImages } from '@/platform/media'
import { confirm, toast } from '@/platform/ui'

export interface FormServices {
  /**
   * Uploads one file. `onProgress` (0-100) is called when the transport reports progress; the
   * default uploader goes through the app's requester, which reports only the end.
   */
  upload: (filePath: string, type: UploaderType, onProgress: (percent: number) => void) => Promise<UploaderAnswer>
  pickImages: (count: number) => Promise<PickedFile[]>
  pickFiles: (count: number, extensions?: string[]) => Promise<PickedFile[]>
  chooseLocation: () => Promise<ChosenLocation | null>
  confirm: (title: string, content: string) => Promise<boolean>
  toast: (message: string) => void
}

const baseName = (path: string): string => path.split(/[\\/]/).pop() || path

export const defaultServices: FormServices = {
  upload: (filePath, type) => uploadFile(type, filePath),
  // media.ts answers paths only: image sizes are not known, so fileSize is checked for files only
  pickImages: async (count) => (await chooseImages(count)).map((path) => ({ path, name: baseName(path) })),
  pickFiles: chooseFiles,
  chooseLocation,
  confirm,
  toast
}
