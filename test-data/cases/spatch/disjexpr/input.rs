fn main(i: i32) {
    f(v.fld, v, v.fld2);
}
