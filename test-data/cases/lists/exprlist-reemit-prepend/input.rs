fn handle(req: &Request, t: Instant) {
    log_event("start");
    log_event("request", req.id, t.elapsed().as_millis() as u64);
    let cb = |r: &Request| log_event(format!("{:?}", r), r.headers.len() + 1);
    req.log_event("method");
}
