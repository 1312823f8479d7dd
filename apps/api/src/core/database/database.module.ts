import { Global, Module } from '@nestjs/common';
import { DatabaseService } from './database.service.js';
import { TransactionRunner } from './transaction-runner.js';

@Global()
@Module({ providers: [DatabaseService, TransactionRunner], exports: [DatabaseService, TransactionRunner] })
export class DatabaseModule {}
