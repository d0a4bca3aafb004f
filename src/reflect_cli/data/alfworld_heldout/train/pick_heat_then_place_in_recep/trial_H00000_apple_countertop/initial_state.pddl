(define (problem plan_trial_H00000_apple_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  EggType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79 - object
  Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63 - object
  Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89 - object
  Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28 - object
  Cabinet_bar__minus_00_dot_25_bar__minus_02_dot_43_bar__minus_00_dot_03 - receptacle
  Drawer_bar__minus_00_dot_04_bar__minus_02_dot_28_bar__plus_01_dot_89 - receptacle
  CounterTop_bar__plus_02_dot_44_bar__plus_00_dot_34_bar__minus_00_dot_12 - receptacle
  Sink_bar__plus_00_dot_46_bar__plus_00_dot_79_bar__minus_01_dot_23_bar_SinkBasin - receptacle
  Fridge_bar__minus_02_dot_38_bar__minus_00_dot_15_bar__minus_00_dot_16 - receptacle
  Shelf_bar__minus_01_dot_73_bar__minus_01_dot_82_bar__plus_00_dot_18 - receptacle
  Microwave_bar__minus_00_dot_20_bar__minus_00_dot_41_bar__minus_01_dot_15 - receptacle
  loc_bar_0_bar_8_bar_1_bar_60 - location
  loc_bar_2_bar__minus_1_bar_1_bar_30 - location
  loc_bar_3_bar__minus_6_bar_1_bar_45 - location
  loc_bar_4_bar_7_bar_3_bar_30 - location
  loc_bar_4_bar_8_bar_0_bar_45 - location
  loc_bar__minus_1_bar__minus_2_bar_1_bar_15 - location
  loc_bar__minus_3_bar__minus_4_bar_0_bar_45 - location
  loc_bar__minus_3_bar__minus_7_bar_1_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar_8_bar_0_bar_45)
  (canContain CabinetType AppleType)
  (canContain CabinetType BreadType)
  (canContain CabinetType EggType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BreadType)
  (canContain DrawerType EggType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType EggType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType EggType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BreadType)
  (canContain ShelfType EggType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Cabinet_bar__minus_00_dot_25_bar__minus_02_dot_43_bar__minus_00_dot_03 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_25_bar__minus_02_dot_43_bar__minus_00_dot_03 loc_bar_4_bar_7_bar_3_bar_30)
  (openable Cabinet_bar__minus_00_dot_25_bar__minus_02_dot_43_bar__minus_00_dot_03)
  (receptacleType Drawer_bar__minus_00_dot_04_bar__minus_02_dot_28_bar__plus_01_dot_89 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_04_bar__minus_02_dot_28_bar__plus_01_dot_89 loc_bar_0_bar_8_bar_1_bar_60)
  (openable Drawer_bar__minus_00_dot_04_bar__minus_02_dot_28_bar__plus_01_dot_89)
  (receptacleType CounterTop_bar__plus_02_dot_44_bar__plus_00_dot_34_bar__minus_00_dot_12 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_44_bar__plus_00_dot_34_bar__minus_00_dot_12 loc_bar__minus_3_bar__minus_4_bar_0_bar_45)
  (receptacleType Sink_bar__plus_00_dot_46_bar__plus_00_dot_79_bar__minus_01_dot_23_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_46_bar__plus_00_dot_79_bar__minus_01_dot_23_bar_SinkBasin loc_bar__minus_1_bar__minus_2_bar_1_bar_15)
  (receptacleType Fridge_bar__minus_02_dot_38_bar__minus_00_dot_15_bar__minus_00_dot_16 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_38_bar__minus_00_dot_15_bar__minus_00_dot_16 loc_bar_3_bar__minus_6_bar_1_bar_45)
  (openable Fridge_bar__minus_02_dot_38_bar__minus_00_dot_15_bar__minus_00_dot_16)
  (receptacleType Shelf_bar__minus_01_dot_73_bar__minus_01_dot_82_bar__plus_00_dot_18 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_73_bar__minus_01_dot_82_bar__plus_00_dot_18 loc_bar_2_bar__minus_1_bar_1_bar_30)
  (receptacleType Microwave_bar__minus_00_dot_20_bar__minus_00_dot_41_bar__minus_01_dot_15 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_20_bar__minus_00_dot_41_bar__minus_01_dot_15 loc_bar__minus_3_bar__minus_7_bar_1_bar_45)
  (openable Microwave_bar__minus_00_dot_20_bar__minus_00_dot_41_bar__minus_01_dot_15)
  (objectType Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79 AppleType)
  (inReceptacle Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79 Sink_bar__plus_00_dot_46_bar__plus_00_dot_79_bar__minus_01_dot_23_bar_SinkBasin)
  (objectAtLocation Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79 loc_bar__minus_1_bar__minus_2_bar_1_bar_15)
  (pickupable Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79)
  (cleanable Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79)
  (heatable Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79)
  (coolable Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79)
  (sliceable Apple_bar__minus_01_dot_16_bar__plus_01_dot_44_bar__minus_01_dot_79)
  (objectType Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63 EggType)
  (inReceptacle Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63 Shelf_bar__minus_01_dot_73_bar__minus_01_dot_82_bar__plus_00_dot_18)
  (objectAtLocation Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63 loc_bar_2_bar__minus_1_bar_1_bar_30)
  (pickupable Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63)
  (cleanable Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63)
  (heatable Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63)
  (coolable Egg_bar__minus_02_dot_24_bar__minus_01_dot_92_bar__minus_01_dot_63)
  (objectType Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89 Drawer_bar__minus_00_dot_04_bar__minus_02_dot_28_bar__plus_01_dot_89)
  (objectAtLocation Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89 loc_bar_0_bar_8_bar_1_bar_60)
  (pickupable Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89)
  (cleanable Spoon_bar__plus_00_dot_89_bar__minus_01_dot_23_bar__plus_01_dot_89)
  (objectType Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28 BreadType)
  (inReceptacle Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28 Microwave_bar__minus_00_dot_20_bar__minus_00_dot_41_bar__minus_01_dot_15)
  (objectAtLocation Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28 loc_bar__minus_3_bar__minus_7_bar_1_bar_45)
  (pickupable Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28)
  (heatable Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28)
  (coolable Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28)
  (sliceable Bread_bar__minus_00_dot_88_bar__plus_01_dot_56_bar__minus_00_dot_28)
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
