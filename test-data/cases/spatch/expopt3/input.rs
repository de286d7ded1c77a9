fn pcm20_ioctl(dev: &VideoDevice, cmd: u32, arg: &mut Arg) -> i32 {
    let mut v: VideoTuner;
    pcm20_getflags(pcm20, &v.flags, &v.xxx, &v.signal);
}
