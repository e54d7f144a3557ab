/** src/core/account.ts: checks of the sign-in and "Me" forms, masks and initials. */
import {
  MSG, checkCancellation, checkLogin, checkMobile, checkPasswordChange, checkProfile, checkSmsLogin,
  hashPassword, initials, maskEmail, maskMobile, wechatBound
} from '@/core/account'

describe('checkLogin', () => {
  it.each([
    [{ account: '', password: 'x' }, MSG.account],
    [{ account: '   ', password: 'x' }, MSG.account],
    [{ account: 'zs', password: '' }, MSG.password],
    [{ account: 'zs', password: ' ' }, ''],
    [{ account: 'zs', password: 'Demo@1234' }, '']
  ])('%j → %j', (form, msg) => expect(checkLogin(form)).toBe(msg))

  it('hashes the password as typed (md5, not trimmed)', () => {
    expect(hashPassword('Demo@1234')).toBe('d109ad8c1a64f009a86d58fb7064dae7')
    expect(hashPassword(' a')).not.toBe(hashPassword('a'))
  })
})

describe('SMS', () => {
  it.each([
    ['', MSG.mobile],
    ['1380013800', MSG.mobileFormat],
    ['12800138000', MSG.mobileFormat],
    ['138001380001', MSG.mobileFormat],
    ['13800138000', ''],
    [' 19912345678 ', '']
  ])('checkMobile(%j) → %j', (v, msg) => expect(checkMobile(v)).toBe(msg))

  it.each([
    [{ mobile: '', code: '123456' }, MSG.mobile],
    [{ mobile: '13800138000', code: '' }, MSG.code],
    [{ mobile: '13800138000', code: '12345' }, MSG.codeFormat],
    [{ mobile: '13800138000', code: '12a456' }, MSG.codeFormat],
    [{ mobile: '13800138000', code: '123456' }, '']
  ])('checkSmsLogin(%j) → %j', (form, msg) => expect(checkSmsLogin(form)).toBe(msg))
})

describe('checkPasswordChange', () => {
  const ok = { oldPassword: 'old123', newPassword: 'Lu9qiao#7', confirmPassword: 'Lu9qiao#7' }
  it.each([
    [{ ...ok, oldPassword: '' }, MSG.oldPassword],
    [{ ...ok, newPassword: '', confirmPassword: '' }, MSG.newPassword],
    [{ ...ok, newPassword: 'ab1', confirmPassword: 'ab1' }, MSG.newPasswordFormat],
    [{ ...ok, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, MSG.newPasswordFormat],
    [{ ...ok, newPassword: '12345678', confirmPassword: '12345678' }, MSG.newPasswordFormat],
    [{ ...ok, newPassword: 'a1234567890123456', confirmPassword: 'a1234567890123456' }, MSG.newPasswordFormat],
    [{ ...ok, newPassword: 'ab 123', confirmPassword: 'ab 123' }, MSG.newPasswordFormat],
    [{ ...ok, newPassword: 'old123', confirmPassword: 'old123' }, MSG.samePassword],
    [{ ...ok, confirmPassword: '' }, MSG.confirmPassword],
    [{ ...ok, confirmPassword: 'Lu9qiao#8' }, MSG.confirmMismatch],
    [ok, ''],
    [{ ...ok, newPassword: 'Ab@123', confirmPassword: 'Ab@123' }, ''],
    [{ ...ok, newPassword: 'a1b2c3d4e5f6g7h8', confirmPassword: 'a1b2c3d4e5f6g7h8' }, ''],
    // weak although of the right form: checked before the md5 leaves the app
    [{ ...ok, newPassword: 'a123456789012345', confirmPassword: 'a123456789012345' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'new456', confirmPassword: 'new456' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'Abc123', confirmPassword: 'Abc123' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'aaa111', confirmPassword: 'aaa111' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'x987654', confirmPassword: 'x987654' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'Password1', confirmPassword: 'Password1' }, MSG.weakPassword],
    [{ ...ok, newPassword: 'Demo@1234', confirmPassword: 'Demo@1234' }, MSG.weakPassword],
    [{ ...ok, newPassword: '1qaz2wsx', confirmPassword: '1qaz2wsx' }, MSG.weakPassword]
  ])('%j → %j', (form, msg) => expect(checkPasswordChange(form)).toBe(msg))

  it('refuses a password holding the account name, in any case', () => {
    const form = { oldPassword: 'x', newPassword: 'Zhangsan#88', confirmPassword: 'Zhangsan#88' }
    expect(checkPasswordChange(form, 'zhangsan')).toBe(MSG.weakPassword)
    expect(checkPasswordChange(form, 'lisi')).toBe('')
    expect(checkPasswordChange(form)).toBe('')
  })
})

describe('checkCancellation', () => {
  it.each([
    ['', 'zhangsan', MSG.cancelAccount],
    ['zhangsa', 'zhangsan', MSG.cancelMismatch],
    ['ZHANGSAN', 'zhangsan', MSG.cancelMismatch],
    [' zhangsan ', 'zhangsan', ''],
    ['zhangsan', 'zhangsan', '']
  ])('typed %j for %j → %j', (typed, account, msg) => expect(checkCancellation(typed, account)).toBe(msg))
})

describe('checkProfile', () => {
  const ok = { realName: '张三', mobilePhone: '', email: '', telePhone: '', urgentContacts: '', urgentTelePhone: '', certificatesNumber: '', postalAddress: '', signature: '' }
  it.each([
    [{ ...ok, realName: ' ' }, MSG.realName],
    [{ ...ok, mobilePhone: '123' }, MSG.mobileFormat],
    [{ ...ok, email: 'a@' }, MSG.email],
    [{ ...ok, telePhone: '12345' }, MSG.telePhone],
    [{ ...ok, urgentTelePhone: 'abc' }, MSG.urgentTelePhone],
    [{ ...ok, certificatesNumber: '1234' }, MSG.idCard],
    [ok, ''],
    [{ ...ok, mobilePhone: '13800138000', email: 'zs@example.com', telePhone: '010-12345678', urgentTelePhone: '13900139000', certificatesNumber: '11010519491231002X' }, '']
  ])('%j → %j', (form, msg) => expect(checkProfile(form)).toBe(msg))
})

describe('display', () => {
  it.each([['13800138000', '138****8000'], ['', ''], [null, ''], ['12345', '12345']])('maskMobile(%j) = %j', (v, out) => expect(maskMobile(v)).toBe(out))
  it.each([['zhangsan@example.com', 'z***n@example.com'], ['ab@x.cn', 'a*@x.cn'], ['', ''], ['nope', 'nope']])('maskEmail(%j) = %j', (v, out) => expect(maskEmail(v)).toBe(out))
  it.each([['张三', '张三'], ['欧阳娜娜', '娜娜'], ['admin', 'AD'], ['John Smith', 'JS'], ['', '?'], [null, '?']])('initials(%j) = %j', (v, out) => expect(initials(v)).toBe(out))
  it.each([
    [[{ enname: 'wechat_open', entity: { socialId: 'x' } }], true],
    [[{ enname: 'wechat_open', entity: null }], false],
    [[{ enname: 'dingtalk', entity: {} }], null],
    [null, null]
  ])('wechatBound(%j) = %j', (list, out) => expect(wechatBound(list as never)).toBe(out))
})
