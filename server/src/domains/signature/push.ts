/**
 * Hand-sign socket frames (GetHandSignUrl, GetCallBackHandSignUrl) to every client a user has
 * connected, on any instance: through the realtime hub, over Redis when REDIS_URL is set.
The caller passes `push`
 * (the app's hub), so the workflow and the signature routes reach clients the same way.
 */
import type { GetCallBackHandSignUrlFrame, GetHandSignUrlFrame } from '../../../../types/api/signature.js';

/** Sends a frame to every client of the users, on any instance (the realtime hub's sendTo). */
export type PushFrame = (userIds: string[], frame: GetHandSignUrlFrame | GetCallBackHandSignUrlFrame) => Promise<unknown>;

/** The app's own signing page. */
export const signUrlOf = (itemId: string): string => `/pages/workFlow/autoSign/index?id=${encodeURIComponent(itemId)}`;

export interface AskedItem {
  id: string;
  title: string;
  taskId: string | null;
  flowId: string | null;
}

export const askFrame = (item: AskedItem): GetHandSignUrlFrame => ({
  method: 'GetHandSignUrl', id: item.id, title: item.title, taskId: item.taskId ?? '', flowId: item.flowId ?? '', signUrl: signUrlOf(item.id),
});

export const signedFrame = (id: string): GetCallBackHandSignUrlFrame => ({ method: 'GetCallBackHandSignUrl', id, state: 1 });
