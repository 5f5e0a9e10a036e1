import { teardown } from './teardown';

describe('teardown', () => {
  it('runs every step in order though an earlier one fails, then throws the first error', async () => {
    const ran: string[] = [];
    const failure = teardown(
      () => ran.push('sockets'),
      async () => {
        ran.push('app');
        throw new Error('the app would not close');
      },
      () => {
        ran.push('redis');
        throw new Error('redis is gone');
      },
      async () => void ran.push('database'),
    );
    await expect(failure).rejects.toThrow('the app would not close');
    expect(ran).toEqual(['sockets', 'app', 'redis', 'database']);
  });

  it('tolerates what a failed beforeAll never made', async () => {
    const app = undefined as { close(): Promise<void> } | undefined;
    await expect(teardown(() => app?.close())).resolves.toBeUndefined();
  });
});
