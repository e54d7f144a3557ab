/** Whether a Taro failure is the user backing out (chooseImage, scanCode, chooseLocation … say "cancel"). */
export const cancelled = (err: unknown): boolean => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))
