// -*- c-basic-offset: 4; indent-tabs-mode: nil -*-
// The four benchmark workloads of bench/workloads/*.json, set up in htsim as its own
// sim/tests/main_dumbell_tcp.cpp and sim/tests/main.cpp do: NewReno TcpSrc/TcpSink over a
// drop-tail Queue and a Pipe each way (acknowledgements unqueued), a TcpRtxTimerScanner every
// 10 ms, 1500-byte packets; the LIA case is a MultipathTcpSrc of COUPLED_INC (RFC 6356) with one
// subflow per bottleneck. Prints one JSON line: wall-clock milliseconds of the whole run (set-up
// included), events processed, packets that reached a sink, in-order packets, drops.
//
//   dumbbell tcp FLOWS RATE_MBPS RTT_MS SECONDS BUFFER_PKTS
//   dumbbell lia SECONDS BUFFER_PKTS RATE_MBPS RTT1_MS RTT2_MS RTT3_MS
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include "eventlist.h"
#include "mtcp.h"
#include "network.h"
#include "pipe.h"
#include "queue.h"
#include "tcp.h"

namespace {

struct Path {
    Queue* queue;
    Pipe* forward;
    Pipe* back;
};

Path make_path(EventList& events, double rate_mbps, double rtt_ms, int buffer_pkts) {
    Path p;
    p.queue = new Queue(speedFromMbps(rate_mbps), memFromPkt(buffer_pkts), events, NULL);
    p.forward = new Pipe(timeFromUs((uint32_t)(rtt_ms * 500.0)), events);
    p.back = new Pipe(timeFromUs((uint32_t)(rtt_ms * 500.0)), events);
    return p;
}

// One NewReno sender/sink pair over `path`, registered with the timeout scanner.
TcpSrc* add_flow(EventList& events, const Path& path, TcpRtxTimerScanner& scanner,
                 std::vector<TcpSink*>& sinks, TcpSink** sink_out) {
    TcpSrc* src = new TcpSrc(NULL, NULL, events);
    TcpSink* sink = new TcpSink();
    scanner.registerTcp(*src);
    route_t* out = new route_t();
    out->push_back(path.queue);
    out->push_back(path.forward);
    out->push_back(sink);
    route_t* in = new route_t();
    in->push_back(path.back);
    in->push_back(src);
    sinks.push_back(sink);
    *sink_out = sink;
    src->connect(*out, *in, *sink, 0);
    return src;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: %s tcp FLOWS RATE_MBPS RTT_MS SECONDS BUFFER_PKTS\n"
                        "       %s lia SECONDS BUFFER_PKTS RATE_MBPS RTT1_MS RTT2_MS RTT3_MS\n", argv[0], argv[0]);
        return 2;
    }
    auto started = std::chrono::steady_clock::now();
    srand(1);
    Packet::set_packet_size(1500);
    EventList events;
    TcpRtxTimerScanner scanner(timeFromMs(10), events);
    std::vector<TcpSink*> sinks;
    std::vector<Queue*> queues;
    TcpSink* sink = NULL;
    double seconds;
    if (!strcmp(argv[1], "tcp")) {
        int flows = atoi(argv[2]);
        seconds = atof(argv[5]);
        Path path = make_path(events, atof(argv[3]), atof(argv[4]), atoi(argv[6]));
        queues.push_back(path.queue);
        for (int i = 0; i < flows; i++) add_flow(events, path, scanner, sinks, &sink);
    } else {
        if (argc < 8) return 2;
        seconds = atof(argv[2]);
        int buffer = atoi(argv[3]);
        MultipathTcpSrc* mtcp = new MultipathTcpSrc(COUPLED_INC, events, NULL);
        MultipathTcpSink* mtcp_sink = new MultipathTcpSink(events);
        for (int k = 0; k < 3; k++) {
            Path path = make_path(events, atof(argv[4]), atof(argv[5 + k]), buffer);
            queues.push_back(path.queue);
            TcpSrc* src = add_flow(events, path, scanner, sinks, &sink);
            mtcp->addSubflow(src);
            mtcp_sink->addSubflow(sink);
        }
        mtcp->connect(mtcp_sink);
    }
    events.setEndtime(timeFromSec(seconds));
    uint64_t processed = 0;
    while (events.doNextEvent()) processed++;
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    uint64_t arrived = 0, in_order = 0, drops = 0;
    for (TcpSink* s : sinks) {
        arrived += s->_packets / 1500;
        in_order += s->_cumulative_ack / 1500;
    }
    for (Queue* q : queues) drops += q->num_drops();
    printf("{\"ms\":%.3f,\"events\":%llu,\"delivered\":%llu,\"inOrder\":%llu,\"drops\":%llu}\n", ms,
           (unsigned long long)processed, (unsigned long long)arrived, (unsigned long long)in_order,
           (unsigned long long)drops);
    return 0;
}
