import 'reflect-metadata';

export * from './actor';
export * from './audit-purge';
export * from './config';
export * from './connection-errors';
export * from './connection';
export * from './derived';
export * from './entities';
export * from './job-queue-schema';
export * from './orm';
export * from './password-hash';
export * from './paths';
export * from './reference/reference-codes';
export * from './reference/ensure-reference-data';
export * from './seed';
