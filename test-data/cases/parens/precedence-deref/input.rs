unsafe fn load(base: *const u32, cur: &Cursor, i: usize) -> u32 {
    let a = read_ptr(base);
    let b = read_ptr(base.add(i));
    let c = read_ptr(cur.ptr);
    let d = read_ptr(base.offset(1)).count_ones();
    let e = read_ptr(cur.slots[i]) + 1;
    let f = read_ptr(&a) as u64;
    a + b + c + d + e + f as u32
}
