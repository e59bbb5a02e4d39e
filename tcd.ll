define i64 @"TailCallDeep.Sum"(i32 %"a0", i64 %"a1")
{
bb0:
  %".4" = icmp ne i32 %"a0", 0
  br i1 %".4", label %"bb2", label %"bb1"
bb1:
  ret i64 %"a1"
bb2:
  %"v2" = sub i32 %"a0", 1
  %"v3" = sext i32 %"a0" to i64
  %"v4" = add i64 %"a1", %"v3"
  %"v5" = musttail call i64 @"TailCallDeep.Sum"(i32 %"v2", i64 %"v4")
  ret i64 %"v5"
}

define i32 @"TailCallDeep.IsEven"(i32 %"a0")
{
bb0:
  %".3" = icmp ne i32 %"a0", 0
  br i1 %".3", label %"bb2", label %"bb1"
bb1:
  ret i32 1
bb2:
  %"v1" = sub i32 %"a0", 1
  %"v2" = musttail call i32 @"TailCallDeep.IsOdd"(i32 %"v1")
  ret i32 %"v2"
}

define i32 @"TailCallDeep.IsOdd"(i32 %"a0")
{
bb0:
  %".3" = icmp ne i32 %"a0", 0
  br i1 %".3", label %"bb2", label %"bb1"
bb1:
  ret i32 0
bb2:
  %"v1" = sub i32 %"a0", 1
  %"v2" = musttail call i32 @"TailCallDeep.IsEven"(i32 %"v1")
  ret i32 %"v2"
}

define double @"TailCallDeep.Harmonic"(i32 %"a0", double %"a1", float %"a2")
{
bb0:
  %".5" = icmp ne i32 %"a0", 0
  br i1 %".5", label %"bb2", label %"bb1"
bb1:
  ret double %"a1"
bb2:
  %"v3" = sub i32 %"a0", 1
  %"v4" = sitofp i32 %"a0" to double
  %"v5" = fdiv double 0x3ff0000000000000, %"v4"
  %"v6" = fadd double %"a1", %"v5"
  %"v7" = musttail call double @"TailCallDeep.Harmonic"(i32 %"v3", double %"v6", float %"a2")
  ret double %"v7"
}

define i64 @"TailCallDeep.Collatz"(i64 %"a0", i32 %"a1")
{
bb0:
  %".4" = icmp ne i64 %"a0", 1
  br i1 %".4", label %"bb2", label %"bb1"
bb1:
  %"v2" = sext i32 %"a1" to i64
  ret i64 %"v2"
bb2:
  %"v3" = add i32 %"a1", 1
  %"v4" = tail call i64 @"TailCallDeep.CollatzStep"(i64 %"a0", i32 %"v3", i32 0)
  ret i64 %"v4"
}

define i64 @"TailCallDeep.CollatzStep"(i64 %"a0", i32 %"a1", i32 %"a2")
{
bb0:
  %"v3" = and i64 %"a0", 1
  %".5" = icmp ne i64 %"v3", 0
  br i1 %".5", label %"bb2", label %"bb1"
bb1:
  %".7" = and i32 1, 63
  %".8" = zext i32 %".7" to i64
  %"v4" = ashr i64 %"a0", %".8"
  %"v5" = tail call i64 @"TailCallDeep.Collatz"(i64 %"v4", i32 %"a1")
  ret i64 %"v5"
bb2:
  %"v6" = mul i64 %"a0", 3
  %"v7" = add i64 %"v6", 1
  %"v8" = tail call i64 @"TailCallDeep.Collatz"(i64 %"v7", i32 %"a1")
  ret i64 %"v8"
}

define i64 @"TailCallDeep.CollatzTotal"(i32 %"a0")
{
bb0:
  br label %"bb2"
bb1:
  %"v1" = sext i32 %"v5" to i64
  %"v2" = call i64 @"TailCallDeep.Collatz"(i64 %"v1", i32 0)
  %"v3" = add i64 %"v6", %"v2"
  %"v4" = add i32 %"v5", 1
  br label %"bb2"
bb2:
  %"v5" = phi  i32 [1, %"bb0"], [%"v4", %"bb1"]
  %"v6" = phi  i64 [0, %"bb0"], [%"v3", %"bb1"]
  %".5" = icmp sle i32 %"v5", %"a0"
  br i1 %".5", label %"bb1", label %"bb3"
bb3:
  ret i64 %"v6"
}

define i32 @"TailCallDeep.Main"()
{
bb0:
  %"v0" = call i64 @"TailCallDeep.Sum"(i32 10000000, i64 0)
  call void @"rt_Console_WriteLine_i64"(i64 %"v0")
  %"v2" = call i32 @"TailCallDeep.IsEven"(i32 5000000)
  call void @"rt_Console_WriteLine_bool"(i32 %"v2")
  %"v4" = call i32 @"TailCallDeep.IsEven"(i32 5000001)
  call void @"rt_Console_WriteLine_bool"(i32 %"v4")
  %"v6" = call double @"TailCallDeep.Harmonic"(i32 10000000, double 0x0000000000000000, float 0x3fe0000000000000)
  call void @"rt_Console_WriteLine_f64"(double %"v6")
  %"v8" = call i64 @"TailCallDeep.Collatz"(i64 27, i32 0)
  call void @"rt_Console_WriteLine_i64"(i64 %"v8")
  %"v10" = call i64 @"TailCallDeep.CollatzTotal"(i32 10000)
  call void @"rt_Console_WriteLine_i64"(i64 %"v10")
  ret i32 33
}

define i32 @"cil2mir_main"(i8* %"a0")
{
bb0:
  %"v1" = call i32 @"TailCallDeep.Main"()
  ret i32 %"v1"
}

declare void @"rt_Console_WriteLine_i64"(i64 %".1")

declare void @"rt_Console_WriteLine_bool"(i32 %".1")

declare void @"rt_Console_WriteLine_f64"(double %".1")
