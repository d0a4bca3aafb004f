(define (problem plan_trial_H00012_fork_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  ForkType - otype
  MugType - otype
  PlateType - otype
  SpoonType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59 - object
  Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15 - object
  Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66 - object
  Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29 - object
  Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18 - object
  Microwave_bar__minus_00_dot_34_bar__minus_00_dot_46_bar__minus_01_dot_01 - receptacle
  CounterTop_bar__plus_02_dot_03_bar__plus_01_dot_29_bar__plus_02_dot_33 - receptacle
  Fridge_bar__minus_02_dot_21_bar__plus_01_dot_07_bar__minus_01_dot_83 - receptacle
  Drawer_bar__plus_00_dot_27_bar__plus_02_dot_13_bar__minus_02_dot_35 - receptacle
  Sink_bar__plus_00_dot_74_bar__plus_00_dot_40_bar__plus_01_dot_99_bar_SinkBasin - receptacle
  GarbageCan_bar__minus_00_dot_54_bar__minus_00_dot_22_bar__plus_01_dot_45 - receptacle
  loc_bar_5_bar__minus_1_bar_0_bar_45 - location
  loc_bar_8_bar__minus_3_bar_1_bar_45 - location
  loc_bar__minus_4_bar_6_bar_1_bar_45 - location
  loc_bar__minus_4_bar_6_bar_3_bar_60 - location
  loc_bar__minus_7_bar_4_bar_0_bar_45 - location
  loc_bar__minus_7_bar__minus_6_bar_3_bar_60 - location
  loc_bar__minus_7_bar__minus_8_bar_3_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_7_bar__minus_6_bar_3_bar_60)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType ForkType)
  (canContain DrawerType MugType)
  (canContain DrawerType PlateType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Microwave_bar__minus_00_dot_34_bar__minus_00_dot_46_bar__minus_01_dot_01 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_34_bar__minus_00_dot_46_bar__minus_01_dot_01 loc_bar_8_bar__minus_3_bar_1_bar_45)
  (openable Microwave_bar__minus_00_dot_34_bar__minus_00_dot_46_bar__minus_01_dot_01)
  (receptacleType CounterTop_bar__plus_02_dot_03_bar__plus_01_dot_29_bar__plus_02_dot_33 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_03_bar__plus_01_dot_29_bar__plus_02_dot_33 loc_bar_5_bar__minus_1_bar_0_bar_45)
  (receptacleType Fridge_bar__minus_02_dot_21_bar__plus_01_dot_07_bar__minus_01_dot_83 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_21_bar__plus_01_dot_07_bar__minus_01_dot_83 loc_bar__minus_7_bar_4_bar_0_bar_45)
  (openable Fridge_bar__minus_02_dot_21_bar__plus_01_dot_07_bar__minus_01_dot_83)
  (receptacleType Drawer_bar__plus_00_dot_27_bar__plus_02_dot_13_bar__minus_02_dot_35 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_27_bar__plus_02_dot_13_bar__minus_02_dot_35 loc_bar__minus_4_bar_6_bar_1_bar_45)
  (openable Drawer_bar__plus_00_dot_27_bar__plus_02_dot_13_bar__minus_02_dot_35)
  (receptacleType Sink_bar__plus_00_dot_74_bar__plus_00_dot_40_bar__plus_01_dot_99_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_74_bar__plus_00_dot_40_bar__plus_01_dot_99_bar_SinkBasin loc_bar__minus_4_bar_6_bar_3_bar_60)
  (receptacleType GarbageCan_bar__minus_00_dot_54_bar__minus_00_dot_22_bar__plus_01_dot_45 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_54_bar__minus_00_dot_22_bar__plus_01_dot_45 loc_bar__minus_7_bar__minus_8_bar_3_bar_15)
  (objectType Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59 ForkType)
  (inReceptacle Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59 Sink_bar__plus_00_dot_74_bar__plus_00_dot_40_bar__plus_01_dot_99_bar_SinkBasin)
  (objectAtLocation Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59 loc_bar__minus_4_bar_6_bar_3_bar_60)
  (pickupable Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59)
  (cleanable Fork_bar__minus_00_dot_28_bar__plus_00_dot_16_bar__minus_01_dot_59)
  (objectType Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15 Sink_bar__plus_00_dot_74_bar__plus_00_dot_40_bar__plus_01_dot_99_bar_SinkBasin)
  (objectAtLocation Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15 loc_bar__minus_4_bar_6_bar_3_bar_60)
  (pickupable Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15)
  (cleanable Fork_bar__plus_01_dot_89_bar__minus_00_dot_93_bar__plus_01_dot_15)
  (objectType Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66 Microwave_bar__minus_00_dot_34_bar__minus_00_dot_46_bar__minus_01_dot_01)
  (objectAtLocation Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66 loc_bar_8_bar__minus_3_bar_1_bar_45)
  (pickupable Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66)
  (cleanable Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66)
  (heatable Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66)
  (coolable Plate_bar__plus_01_dot_79_bar__plus_01_dot_76_bar__minus_00_dot_66)
  (objectType Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29 MugType)
  (inReceptacle Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29 Fridge_bar__minus_02_dot_21_bar__plus_01_dot_07_bar__minus_01_dot_83)
  (objectAtLocation Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29 loc_bar__minus_7_bar_4_bar_0_bar_45)
  (pickupable Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29)
  (cleanable Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29)
  (heatable Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29)
  (coolable Mug_bar__minus_02_dot_41_bar__minus_02_dot_32_bar__minus_01_dot_29)
  (objectType Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18 SpoonType)
  (inReceptacle Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18 Drawer_bar__plus_00_dot_27_bar__plus_02_dot_13_bar__minus_02_dot_35)
  (objectAtLocation Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18 loc_bar__minus_4_bar_6_bar_1_bar_45)
  (pickupable Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18)
  (cleanable Spoon_bar__plus_01_dot_98_bar__plus_00_dot_23_bar__plus_01_dot_18)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 ForkType)
                    (receptacleType ?r CounterTopType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 ForkType)
                            (receptacleType ?r CounterTopType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
