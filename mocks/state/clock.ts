/**
 * The mock's clock. Unset, it follows real time; set (`POST /__mock/clock`), it stands still at
 * that instant, so tests can step over PIN, reset-token and renewal deadlines deterministically.
 */
export class MockClock {
  private fixed: number | null = null

  now(): Date {
    return new Date(this.fixed ?? Date.now())
  }

  nowMs(): number {
    return this.fixed ?? Date.now()
  }

  set(instant: string | null): void {
    if (instant === null) {
      this.fixed = null
      return
    }
    const ms = Date.parse(instant)
    if (Number.isNaN(ms)) throw new RangeError(`Not a date-time: ${instant}`)
    this.fixed = ms
  }

  get isFixed(): boolean {
    return this.fixed !== null
  }
}
