/** An SMTP server in the test's process that keeps every message it is sent: the product's mail, read back. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export async function startMailbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    /** What SMTP_URL points the product at. */
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    /** Every message so far, oldest first. */
    messages,
    clear: () => void messages.splice(0),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
