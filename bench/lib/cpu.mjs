// Where the CPU went during a run (Linux /proc): the server under test, PostgreSQL, Redis, the load generator (this
// process) and everything else on the machine, as CPU ms per request. The machine is shared: "other" shows how much
// of it someone else was using while we measured.
import fs from 'node:fs';
import process from 'node:process';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function statFields(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function processTicks(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : null; // utime + stime
}

/** CPU of the children a process has reaped: for the postmaster, backends and parallel workers that exited. */
function reapedChildrenTicks(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[13]) + Number(fields[14]) : null; // cutime + cstime
}

function pidsNamed(names) {
  const pids = [];
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (names.includes(fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

/** Machine-wide ticks from /proc/stat: process time, interrupt time (loopback TCP lands here), steal, idle. */
function machineTicks() {
  try {
    const [, user, nice, system, idle, iowait, irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return { processes: user + nice + system, interrupts: irq + softirq, steal, idle: idle + iowait };
  } catch {
    return null;
  }
}

/**
 * Starts watching; `stop(requests, postgresPidsNow)` returns CPU ms per request by group and the machine's shares.
 * `loadGeneratorPids`: this process (autocannon runs here), or the socket fleets of the party benchmarks.
 * `postgresPids`: the bench database's backends and the server's own processes (pg_stat_activity), so that other
 * databases' live backends on a shared server (someone's tests) count as "other"; processes that exit during the
 * run (parallel query workers, autovacuum workers) count as PostgreSQL, whatever their database.
 */
export function watchCpu(serverPid, postgresPids = [], loadGeneratorPids = [process.pid]) {
  const groups = {
    // One server, or several instances counted together (the party benchmarks' two).
    server: [serverPid].flat(),
    postgres: [...postgresPids],
    redis: pidsNamed(['redis-server']),
    loadGenerator: [...loadGeneratorPids],
  };
  // The postmaster (parent of the backends): what its exited children used counts as PostgreSQL too.
  const postmaster = postgresPids.length ? Number(statFields(postgresPids[0])?.[1]) || null : null;
  const reapedBefore = postmaster ? reapedChildrenTicks(postmaster) : null;
  const ticksBefore = new Map();
  for (const pids of Object.values(groups)) for (const pid of pids) ticksBefore.set(pid, processTicks(pid) ?? 0);
  const machineBefore = machineTicks();
  return {
    stop(requests, postgresPidsNow = []) {
      const machineAfter = machineTicks();
      if (!machineBefore || !machineAfter || requests === 0) return null;
      // Backends the pool opened during the run count from zero; a process gone meanwhile counts nothing.
      groups.postgres = [...new Set([...groups.postgres, ...postgresPidsNow])];
      const used = (pid) => {
        const now = processTicks(pid);
        const then = ticksBefore.get(pid) ?? 0;
        return now === null ? 0 : Math.max(0, now - then);
      };
      const perRequest = {};
      let accounted = 0;
      const reaped =
        postmaster && reapedBefore !== null ? (reapedChildrenTicks(postmaster) ?? reapedBefore) - reapedBefore : 0;
      for (const [name, pids] of Object.entries(groups)) {
        const ms = (pids.reduce((total, pid) => total + used(pid), 0) + (name === 'postgres' ? reaped : 0)) * TICK_MS;
        accounted += ms;
        perRequest[name] = Math.round((ms / requests) * 1000) / 1000;
      }
      const delta = (field) => (machineAfter[field] - machineBefore[field]) * TICK_MS;
      const totalMs = delta('processes') + delta('interrupts') + delta('steal') + delta('idle');
      const otherMs = Math.max(0, delta('processes') - accounted);
      const perMs = (ms) => Math.round((ms / requests) * 1000) / 1000;
      perRequest.otherProcesses = perMs(otherMs);
      perRequest.interrupts = perMs(delta('interrupts'));
      const percent = (ms) => (totalMs > 0 ? Math.round((ms / totalMs) * 100) : null);
      return {
        msPerRequest: perRequest,
        machineBusyPercent: percent(totalMs - delta('idle')),
        otherProcessesPercent: percent(otherMs),
        interruptsPercent: percent(delta('interrupts')),
        stealPercent: percent(delta('steal')),
      };
    },
  };
}
