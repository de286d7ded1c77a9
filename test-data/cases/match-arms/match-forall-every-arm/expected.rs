fn handle(req: Request) -> Response {
    let t = Timer::start("handle");
    let resp = match req.kind {
        Kind::Get => {
            let body = fetch(&req);
            t.stop_and_record();
            Response::ok(body)
        }
        Kind::Put => {
            store(&req);
            t.stop_and_record();
            Response::created()
        }
        _ => {
            t.stop_and_record();
            Response::bad_request()
        }
    };
    resp
}
