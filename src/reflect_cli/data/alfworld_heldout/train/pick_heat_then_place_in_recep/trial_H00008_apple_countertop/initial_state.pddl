(define (problem plan_trial_H00008_apple_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  ForkType - otype
  KnifeType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83 - object
  Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20 - object
  Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13 - object
  Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16 - object
  Drawer_bar__minus_02_dot_41_bar__plus_02_dot_30_bar__plus_02_dot_22 - receptacle
  CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_27_bar__minus_00_dot_22 - receptacle
  Fridge_bar__plus_00_dot_88_bar__plus_00_dot_07_bar__plus_00_dot_77 - receptacle
  Shelf_bar__plus_01_dot_66_bar__plus_00_dot_26_bar__minus_00_dot_44 - receptacle
  Microwave_bar__minus_01_dot_44_bar__minus_01_dot_21_bar__plus_01_dot_98 - receptacle
  Sink_bar__minus_01_dot_96_bar__minus_00_dot_88_bar__minus_00_dot_17_bar_SinkBasin - receptacle
  loc_bar_6_bar_2_bar_2_bar_15 - location
  loc_bar_8_bar_3_bar_1_bar_45 - location
  loc_bar__minus_3_bar_4_bar_0_bar_60 - location
  loc_bar__minus_3_bar__minus_5_bar_1_bar_15 - location
  loc_bar__minus_5_bar_7_bar_1_bar_45 - location
  loc_bar__minus_5_bar_8_bar_0_bar_60 - location
  loc_bar__minus_6_bar_0_bar_0_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_4_bar_0_bar_60)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType KnifeType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BowlType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BowlType)
  (canContain ShelfType ForkType)
  (canContain ShelfType KnifeType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType KnifeType)
  (receptacleType Drawer_bar__minus_02_dot_41_bar__plus_02_dot_30_bar__plus_02_dot_22 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_41_bar__plus_02_dot_30_bar__plus_02_dot_22 loc_bar_6_bar_2_bar_2_bar_15)
  (openable Drawer_bar__minus_02_dot_41_bar__plus_02_dot_30_bar__plus_02_dot_22)
  (receptacleType CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_27_bar__minus_00_dot_22 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_27_bar__minus_00_dot_22 loc_bar__minus_5_bar_7_bar_1_bar_45)
  (receptacleType Fridge_bar__plus_00_dot_88_bar__plus_00_dot_07_bar__plus_00_dot_77 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_00_dot_88_bar__plus_00_dot_07_bar__plus_00_dot_77 loc_bar__minus_6_bar_0_bar_0_bar_15)
  (openable Fridge_bar__plus_00_dot_88_bar__plus_00_dot_07_bar__plus_00_dot_77)
  (receptacleType Shelf_bar__plus_01_dot_66_bar__plus_00_dot_26_bar__minus_00_dot_44 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_66_bar__plus_00_dot_26_bar__minus_00_dot_44 loc_bar_8_bar_3_bar_1_bar_45)
  (receptacleType Microwave_bar__minus_01_dot_44_bar__minus_01_dot_21_bar__plus_01_dot_98 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_44_bar__minus_01_dot_21_bar__plus_01_dot_98 loc_bar__minus_5_bar_8_bar_0_bar_60)
  (openable Microwave_bar__minus_01_dot_44_bar__minus_01_dot_21_bar__plus_01_dot_98)
  (receptacleType Sink_bar__minus_01_dot_96_bar__minus_00_dot_88_bar__minus_00_dot_17_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_96_bar__minus_00_dot_88_bar__minus_00_dot_17_bar_SinkBasin loc_bar__minus_3_bar__minus_5_bar_1_bar_15)
  (objectType Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83 AppleType)
  (inReceptacle Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83 Shelf_bar__plus_01_dot_66_bar__plus_00_dot_26_bar__minus_00_dot_44)
  (objectAtLocation Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83 loc_bar_8_bar_3_bar_1_bar_45)
  (pickupable Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83)
  (cleanable Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83)
  (heatable Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83)
  (coolable Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83)
  (sliceable Apple_bar__minus_00_dot_31_bar__minus_01_dot_57_bar__plus_00_dot_83)
  (objectType Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20 KnifeType)
  (inReceptacle Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20 Drawer_bar__minus_02_dot_41_bar__plus_02_dot_30_bar__plus_02_dot_22)
  (objectAtLocation Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20 loc_bar_6_bar_2_bar_2_bar_15)
  (pickupable Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20)
  (cleanable Knife_bar__minus_00_dot_41_bar__minus_01_dot_26_bar__plus_00_dot_20)
  (objectType Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13 BowlType)
  (inReceptacle Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13 Microwave_bar__minus_01_dot_44_bar__minus_01_dot_21_bar__plus_01_dot_98)
  (objectAtLocation Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13 loc_bar__minus_5_bar_8_bar_0_bar_60)
  (pickupable Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13)
  (cleanable Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13)
  (coolable Bowl_bar__minus_02_dot_40_bar__minus_01_dot_09_bar__plus_02_dot_13)
  (objectType Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16 CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_27_bar__minus_00_dot_22)
  (objectAtLocation Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16 loc_bar__minus_5_bar_7_bar_1_bar_45)
  (pickupable Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16)
  (cleanable Fork_bar__plus_01_dot_39_bar__plus_00_dot_78_bar__plus_02_dot_16)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o AppleType)
                    (receptacleType ?r CounterTopType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
