/**
 * H5: the signed-in session's code (stores/live.ts) is a chunk of its own, fetched when a session
 * exists, so that the launch and login screens load without it. The mini-program keeps it in its
 * main package (sessionLoad.weapp.ts).
 */
export type Live = typeof import('./live')

export const importLive = (): Promise<Live> => import('./live')
