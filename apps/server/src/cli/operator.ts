// npm run operator -- add NAME: makes an account for the content team's back office (/admin),
// in the database the server is configured for (DATA_DIR's SQLite, or DATABASE_URL). The password
// comes from OPERATOR_PASSWORD, from standard input when piped, or is asked twice at a terminal.
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { MIN_PASSWORD } from '../features/operator/password.ts';
import { operatorRepository } from '../features/operator/repository.ts';
import { operatorService } from '../features/operator/service.ts';

async function ask(prompt: string): Promise<string> {
  // Typed characters are not echoed.
  let muted = false;
  const output = new Writable({ write(chunk, _enc, done) { if (!muted) process.stdout.write(chunk); done(); } });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await ask('Password: ');
  if (first !== await ask('Again: ')) throw new Error('The two passwords differ.');
  return first;
}

async function main() {
  const [command, name] = process.argv.slice(2);
  if (command !== 'add' || !name || !/^[\w.@-]{2,64}$/.test(name)) {
    console.error('usage: npm run operator -- add NAME   (NAME: 2-64 letters, digits, . _ @ -)');
    process.exit(2);
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD) {
    console.error(`The password must have at least ${MIN_PASSWORD} characters.`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const operators = operatorService({ operators: operatorRepository(database.db), clock: systemClock });
    await operators.addOperator(name, password);
    console.log(`Operator ${name} added. Sign in at ${config.publicUrl || `http://localhost:${config.port}`}/admin/`);
  } catch (err) {
    if (/unique|UNIQUE/.test(String(err))) {
      console.error(`An operator named ${name} exists already.`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
