const BATCH: usize = 64;
const LIMIT: usize = 128;

fn buffers() -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let a = Vec::with_capacity(64);
    let b = Vec::with_capacity(128);
    let c = Vec::with_capacity(32);
    (a, b, c)
}
