/**
 * The log's modules and their levels (`LOG_LEVELS`, e.g. `live=debug,http=warn`): each module logs
 * through a child of the app's logger with its own level, so an operator can follow the live
 * interviews at debug without every request line, or quiet the request lines alone. A module not
 * named logs at `LOG_LEVEL`.
 */

/** The parts of the server that log under their own name (the `module` field of their lines). */
export const LOG_MODULES = [
  /** One line per HTTP request (method, route, status, ms, request id). */
  'http',
  /** The live interviews: one line per live event (interview id, event kind), their turns and failures. */
  'live',
  /** The report job. */
  'reports',
  /** Mail sent or kept in the outbox. */
  'mail',
  /** Accounts, sign-in and the background tasks they start. */
  'accounts',
  /** Payments and their callbacks. */
  'payments',
  /** Postings read and private scenarios. */
  'postings',
  /** The interviewer panel's engine (scripted or LLM). */
  'interviewer',
] as const;

export type LogModule = (typeof LOG_MODULES)[number];

/** pino's level names, and `silent`. */
export const LOG_LEVEL_NAMES = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export type LogLevelName = (typeof LOG_LEVEL_NAMES)[number];

function isLevel(value: string): value is LogLevelName {
  return (LOG_LEVEL_NAMES as readonly string[]).includes(value);
}

function isModule(value: string): value is LogModule {
  return (LOG_MODULES as readonly string[]).includes(value);
}

/** A log level from the environment (`LOG_LEVEL`); throws on a name pino does not know. */
export function parseLogLevel(raw: string, name = 'LOG_LEVEL'): LogLevelName {
  const level = raw.trim().toLowerCase();
  if (!isLevel(level)) throw new Error(`${name} must be one of ${LOG_LEVEL_NAMES.join(', ')}, got "${raw}"`);
  return level;
}

/**
 * `LOG_LEVELS`: comma-separated `module=level` pairs. An unknown module or level is refused, so a
 * misspelt name does not silently leave a module at the default.
 */
export function parseLogLevels(raw: string): Partial<Record<LogModule, LogLevelName>> {
  const levels: Partial<Record<LogModule, LogLevelName>> = {};
  for (const pair of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [module, level, ...rest] = pair.split('=').map((part) => part.trim());
    if (level === undefined || rest.length > 0 || !module) throw new Error(`LOG_LEVELS takes module=level pairs separated by commas, got "${pair}"`);
    const name = module.toLowerCase();
    if (!isModule(name)) throw new Error(`LOG_LEVELS names an unknown module "${module}" (modules: ${LOG_MODULES.join(', ')})`);
    levels[name] = parseLogLevel(level, `LOG_LEVELS' level for ${name}`);
  }
  return levels;
}
