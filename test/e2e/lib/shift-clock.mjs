// Preloaded into the server by startServer when E2E_NOW is set (an ISO time): the server's clock
// reads as if it were then, running on from there, so a suite can be run on a Monday, on the 1st
// of a month or just after midnight without waiting for one. Only Date moves: PostgreSQL's now()
// does not (the server takes its time from its clock, not from the database).
const offset = Date.parse(process.env.E2E_NOW) - Date.now()
if (Number.isNaN(offset)) throw new Error(`E2E_NOW is not a time: ${process.env.E2E_NOW}`)
const Real = Date
class Shifted extends Real {
  constructor (...args) {
    if (args.length === 0) super(Real.now() + offset)
    else super(...args)
  }

  static now () { return Real.now() + offset }
}
globalThis.Date = Shifted
