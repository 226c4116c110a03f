export * from './constants';
export * from './messages';
export * from './common';
export * from './auth';
export * from './user';
export * from './asset';
export * from './dashboard';
export * from './config';
