import { HttpStatus, Injectable } from '@nestjs/common';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AppException } from '../../core/http/error-response.js';
import { ARGON2_OPTIONS, passwordProblem } from './domain/password-policy.js';

// The package's Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

@Injectable()
export class PasswordService {
  /** Verified when the account is unknown or has no password, so timing does not tell accounts apart. */
  private readonly dummyHash = hash('no-account-here', { ...ARGON2_OPTIONS, algorithm: ARGON2ID });

  /** Applies the policy (400 naming `field`) and hashes. */
  async hashNew(password: string, field: string, email?: string): Promise<string> {
    const problem = passwordProblem(password, email);
    if (problem) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', problem, [
        { field, messages: [problem] },
      ]);
    }
    return hash(password, { ...ARGON2_OPTIONS, algorithm: ARGON2ID });
  }

  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
