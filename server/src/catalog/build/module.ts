/** What a module file uses besides the form and flow builders: button sets and tile colours. */
import type { ButtonCode, ModuleDef } from '../types.js';

export const FULL: readonly ButtonCode[] = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'];
export const EDIT: readonly ButtonCode[] = ['btn_add', 'btn_edit', 'btn_detail'];
export const ADD: readonly ButtonCode[] = ['btn_add', 'btn_detail'];
export const VIEW: readonly ButtonCode[] = ['btn_detail'];
export const APPROVE: readonly ButtonCode[] = ['btn_detail', 'btn_approve'];
export const EXPORT: readonly ButtonCode[] = ['btn_detail', 'btn_export'];

export const COLOR = {
  blue: '#2979FF', cyan: '#13C2C2', green: '#52C41A', orange: '#FA8C16', red: '#F5222D', purple: '#722ED1',
  gold: '#FAAD14', geek: '#2F54EB', magenta: '#EB2F96', lime: '#7CB342',
} as const;

/** Identity with the type: a module file reads as one literal. */
export const defineModule = (def: ModuleDef): ModuleDef => def;
