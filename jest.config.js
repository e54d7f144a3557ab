/** jest 29 + babel-jest (babel-preset-taro switches to CommonJS under test) + jsdom.
 *  @tarojs/taro and @tarojs/components are replaced by the small mocks in test/__mocks__. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test/unit'],
  testMatch: ['**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' },
  // NutUI (dist/es) and @swc/helpers ship ESM: transform them
  transformIgnorePatterns: ['<rootDir>/node_modules/(?!(@nutui|@swc/helpers|@tarojs/components/lib|preact)/)'],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/__mocks__/taro.js',
    '^@tarojs/components$': '<rootDir>/test/__mocks__/components.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    // the server's ESM sources import siblings as './x.js': resolve them to the .ts files
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|sass|scss|styl)$': 'identity-obj-proxy',
    '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/test/__mocks__/file.js'
  },
  // every test fails on an unexpected console.error (expectConsoleError for the ones it provokes)
  // above findBy / waitFor's 5 s (setup/async.ts), so a condition that never comes is reported as itself
  testTimeout: 15000,
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/test/unit/setup/console.ts', '<rootDir>/test/unit/setup/async.ts']
}
