use std::any::Any;
use std::error;

pub fn run(f: Box<Fn(u32) -> u32>, done: Box<FnOnce()>) -> Result<u32, Box<std::error::Error>> {
    done();
    Ok(f(1))
}

pub fn boxed(x: u32) -> (Box<Any>, Box<error::Error + Send + Sync>) {
    (Box::new(x), "bad".into())
}

pub fn apply(g: &Fn(u8) -> u8, cb: Box<FnMut(u8)>) -> u8 {
    drop(cb);
    g(2)
}

pub fn show(e: &std::error::Error) -> String {
    e.to_string()
}
