#!/usr/bin/env python3
"""Paper 001's final mHIP (§V: SACK, dupthresh, ADDR, receive buffer 453) in packet mode, on
§V-A's two paths and §V-D's shared bottleneck, beside the two-level scheme without them. SACK is
the packet engine's default (solver.tcp); dupThresh sweeps 3, 6, 10 and ADDR is off or 0.5 x the
shortest propagation round trip (120 ms: 60 ms), as docs/packet-papers.md proposes (the paper
states neither). Drop-tail, no random loss: a run does not depend on its seed. Prints the numbers
of docs/controllers.md ("Paper 001's final mHIP"). Needs the release mpsim. One variant of each
(dupThresh 6, ADDR 60 ms) is also a scenario file: solver/tests/scenarios/001-final-mhip-*.json.
Usage: python3 scripts/paper-001-final-mhip.py"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
papers = __import__('papers-001-002-packet')

ADDR_MS = 60.0


def variants():
    yield 'two-level, no receive buffer', {}
    yield 'receive buffer 453', {'receiveBufferPackets': 453}
    for dup in (3, 6, 10):
        for addr in (None, ADDR_MS):
            extra = {'receiveBufferPackets': 453, 'dupThresh': dup}
            if addr is not None:
                extra['addrMs'] = addr
            yield f"final: buffer 453, dupThresh {dup}, ADDR {addr or 'off'}", extra


def two_paths():
    print('§V-A, two paths (001-two-paths-udp, buffers 144, SACK), means over 0-20 s, arrivals (x) | goodput (g):')
    base = papers.preset('001-two-paths-udp')
    base.pop('comparison', None)
    base['solver']['sampleEveryS'] = 0.1
    for label, extra in variants():
        s = json.loads(json.dumps(base))
        s['sources'][0]['controller'] = {'kind': 'mhip', 'packetBytes': 1250, **extra}
        rows = papers.run(s, ['--engine', 'packet', '--buffer-packets', '144'])
        out = []
        for k in ('x', 'g'):
            t1, tcp = papers.mean(rows, f'{k}:mhip-path1', 0, 20), papers.mean(rows, f'{k}:tcp-path1', 0, 20)
            out.append(f'T1 {t1:.2f} TCP {tcp:.2f} FF1 {t1 / tcp:.2f}')
        print(f'  {label}: ' + ' | '.join(out))


def shared_bottleneck():
    print('§V-D, shared bottleneck (001-shared-bottleneck, buffers 144, SACK), bundle FF over TCP, arrivals:')
    base = papers.preset('001-shared-bottleneck')
    base.pop('comparison', None)
    base['solver']['sampleEveryS'] = 0.1
    for label, extra in variants():
        line = f'  {label}:'
        for duration in (20, 60):
            s = json.loads(json.dumps(base))
            s['solver']['durationS'] = duration
            s['sources'][0]['controller'] = {'kind': 'mhip', 'packetBytes': 1250, **extra}
            rows = papers.run(s, ['--engine', 'packet', '--buffer-packets', '144'])
            m = sum(papers.mean(rows, f'x:mhip-access{k}+bottleneck', 0, duration) for k in (1, 2, 3))
            line += f' {duration} s FF {m / papers.mean(rows, "x:tcp-bottleneck", 0, duration):.2f}'
        print(line)


if __name__ == '__main__':
    two_paths()
    shared_bottleneck()
