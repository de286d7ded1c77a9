const BATCH: usize = 64;

fn buffers() -> (Vec<u8>, Vec<u8>) {
    let a = Vec::with_capacity(0x40);
    let b = Vec::with_capacity(65);
    (a, b)
}
