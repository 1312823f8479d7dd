import type { AccountUserOutput } from '@fuel/api-client';
import { AddressBook } from './address-book';
import { BaseDataForm } from './base-data-form';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import styles from './account-page.module.css';

export function PersonalDataPage({ user }: { user: AccountUserOutput }) {
  return (
    <section className={styles.page} aria-labelledby="personal-data-heading">
      <h1 id="personal-data-heading">Persönliche Daten</h1>
      <BaseDataForm user={user} />
      <AddressBook user={user} />
      <ChangeEmailForm email={user.EmailAddress} hasPassword={user.HasPassword} />
      <ChangePasswordForm hasPassword={user.HasPassword} />
    </section>
  );
}
