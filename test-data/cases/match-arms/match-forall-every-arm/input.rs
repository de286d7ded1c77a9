fn handle(req: Request) -> Response {
    let t = Timer::start("handle");
    let resp = match req.kind {
        Kind::Get => {
            let body = fetch(&req);
            t.stop();
            Response::ok(body)
        }
        Kind::Put => {
            store(&req);
            t.stop();
            Response::created()
        }
        _ => {
            t.stop();
            Response::bad_request()
        }
    };
    resp
}
