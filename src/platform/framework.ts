/** The mini-program and the unit tests need no glue between the framework and Taro's components
 *  (framework.h5.ts says what H5 needs under Preact). */
export function installFrameworkGlue (): void {}
