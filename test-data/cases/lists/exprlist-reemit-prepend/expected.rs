fn handle(req: &Request, t: Instant) {
    log_event_at(Level::Info, "start");
    log_event_at(Level::Info, "request", req.id, t.elapsed().as_millis() as u64);
    let cb = |r: &Request| log_event_at(Level::Info, format!("{:?}", r), r.headers.len() + 1);
    req.log_event("method");
}
