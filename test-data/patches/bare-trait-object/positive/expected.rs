use std::any::Any;
use std::error;

pub fn run(f: Box<dyn Fn(u32) -> u32>, done: Box<dyn FnOnce()>) -> Result<u32, Box<dyn std::error::Error>> {
    done();
    Ok(f(1))
}

pub fn boxed(x: u32) -> (Box<dyn Any>, Box<dyn error::Error + Send + Sync>) {
    (Box::new(x), "bad".into())
}

pub fn apply(g: &dyn Fn(u8) -> u8, cb: Box<dyn FnMut(u8)>) -> u8 {
    drop(cb);
    g(2)
}

pub fn show(e: &dyn std::error::Error) -> String {
    e.to_string()
}
