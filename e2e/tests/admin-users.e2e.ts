/** The Users screen: add, edit (role change, password kept when blank), delete, and never oneself. */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { ApiError, login } from '../support/api';
import { expectHidden, expectVisible, openSignedIn, row, search, toast } from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';

const test = browserSuite();

describe('admin users', () => {
  test('add, edit and delete a user', async ({ page, baseUrl, adminPassword }) => {
    const username = unique('lena');
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/users');
    await expectVisible(page.getByRole('heading', { name: 'Users', exact: true }));
    await expectVisible(row(page, 'admin'));
    await expectAccessible(page, 'users screen');

    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Password').fill('first-password-1');
    expect(await add.getByLabel('Role').inputValue()).toBe('user');
    await expectAccessible(page, 'Add New User dialog');
    await add.getByRole('button', { name: 'Create User' }).click();
    await expectVisible(toast(page, 'User created successfully'));
    await expectHidden(add);

    // Search is case-insensitive.
    await search(page, 'Search users...', username.toUpperCase());
    const listed = row(page, username);
    await expectVisible(listed.getByText('user', { exact: true }));
    await expectVisible(listed.getByText('Never', { exact: true }));
    expect(await page.getByRole('row').count()).toBe(2);

    // Edit: role to admin, password left blank is kept.
    await listed.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expectVisible(edit.getByLabel('New Password (leave empty to keep current)'));
    expect(await edit.getByLabel('Username').inputValue()).toBe(username);
    await edit.getByLabel('Role').selectOption('admin');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'User updated successfully'));
    await expectVisible(listed.getByText('admin', { exact: true }));
    expect(await login(baseUrl, username, 'first-password-1')).toMatchObject({ role: 'admin', username });

    // Delete with the confirmation text.
    await listed.getByRole('button', { name: `Delete ${username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expectVisible(
      confirm.getByText(`Are you sure you want to delete ${username}? This action cannot be undone.`),
    );
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expectVisible(toast(page, 'User deleted successfully'));
    await expectVisible(page.getByText('No users found'));
    await expect(login(baseUrl, username, 'first-password-1')).rejects.toBeInstanceOf(ApiError);
  });

  test('an admin is not offered Delete on their own account', async ({
    page,
    admin,
    baseUrl,
    adminPassword,
  }) => {
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/users');
    await search(page, 'Search users...', 'admin');
    const own = row(page, 'admin');
    await expectVisible(own.getByRole('button', { name: 'Edit admin' }));
    expect(await own.getByRole('button', { name: 'Delete admin' }).count()).toBe(0);
    // The server refuses it all the same, with the spec's message (server/src/users tests it).
    expect((await admin.listUsers()).some((user) => user.username === 'admin')).toBe(true);
  });

  test('a duplicate username is refused with the server message and the form says so', async ({
    page,
    admin,
    baseUrl,
    adminPassword,
  }) => {
    const taken = unique('tom');
    await admin.createUser(taken, 'some-password-1');
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await add.getByLabel('Username').fill(taken);
    await add.getByLabel('Password').fill('other-password-1');
    await add.getByRole('button', { name: 'Create User' }).click();
    await expectVisible(toast(page, `The username '${taken}' is already taken`));
    await expectVisible(add.getByText('Failed to save user'));
  });
});
