/** Thrown for a bad command-line argument: printed as one clear line, exit code 2. */
export class UsageError extends Error {}

/** Parses `--name value` / `--name=value` / `--flag` against the options a command knows. */
export function parseArgs(
  argv: string[],
  known: Record<string, 'number' | 'string' | 'flag'>,
  usage: string,
): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}". ${usage}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const kind = known[name];
    if (!kind) throw new UsageError(`Unknown option --${name}. ${usage}`);
    if (kind === 'flag') {
      result[name] = true;
      continue;
    }
    const raw = inline ?? argv[++i];
    if (raw === undefined) throw new UsageError(`--${name} needs a value. ${usage}`);
    if (kind === 'number') {
      const value = Number(raw.replace(/_/g, ''));
      if (!Number.isInteger(value) || value < 0) throw new UsageError(`--${name} must be a whole number, got "${raw}".`);
      result[name] = value;
    } else {
      result[name] = raw;
    }
  }
  return result;
}

/** Runs a CLI body, turning usage errors and known failures into a message without a stack trace. */
export async function runCli(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
