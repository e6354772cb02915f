/**
 * A tiny JSON-file store for the local identity provider's state (keys, accounts, sessions), so a
 * restart of `npm start` keeps people signed in. Without a directory it lives in memory only.
 */
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';

export class JsonFileStore<T> {
  private value: T;
  private readonly file: string | null;

  constructor(file: string | null, initial: () => T) {
    this.file = file;
    this.value = initial();
    if (file) {
      try {
        this.value = JSON.parse(readFileSync(file, 'utf8')) as T;
      } catch {
        this.save();
      }
    }
  }

  get(): T {
    return this.value;
  }

  update(change: (value: T) => void): void {
    change(this.value);
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(this.value));
    renameSync(temp, this.file);
  }
}
